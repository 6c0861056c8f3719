import { Router } from "express";

export const newsRouter = Router();

import { Router } from "express";

export const slidesRouter = Router();

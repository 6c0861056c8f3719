import { Router } from "express";

export const visitorCountRouter = Router();

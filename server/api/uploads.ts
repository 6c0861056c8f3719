import { Router } from "express";

export const uploadsRouter = Router();

import { Router } from "express";

export const authRouter = Router();

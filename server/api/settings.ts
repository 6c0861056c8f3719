import { Router } from "express";

export const settingsRouter = Router();

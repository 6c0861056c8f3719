import { Router } from "express";

export const committeeRouter = Router();

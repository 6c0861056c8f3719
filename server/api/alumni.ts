import { Router } from "express";

export const alumniRouter = Router();

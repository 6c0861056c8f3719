import { Router } from "express";

export const auditRouter = Router();

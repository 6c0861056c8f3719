import { Router } from "express";

export const studentsRouter = Router();

import { Router } from "express";

export const usersRouter = Router();

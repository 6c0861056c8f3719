import { Router } from "express";

export const donationsRouter = Router();

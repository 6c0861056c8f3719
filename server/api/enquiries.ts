import { Router } from "express";

export const enquiriesRouter = Router();

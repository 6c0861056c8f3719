import { Router } from "express";

export const inboxRouter = Router();

import { Router } from "express";

export const contactUsRouter = Router();

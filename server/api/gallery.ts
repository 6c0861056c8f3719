import { Router } from "express";

export const galleryRouter = Router();

import { Router } from "express";

export const facultyRouter = Router();

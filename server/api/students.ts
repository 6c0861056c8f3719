import { studentsKind } from "../../app/features/records/kinds";
import { recordsRouter } from "./records-router";

export const studentsRouter = recordsRouter(studentsKind);

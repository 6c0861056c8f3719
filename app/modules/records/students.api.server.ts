import { studentsKind } from "./kinds";
import { recordsRouter } from "./api.server";

export const studentsRouter = recordsRouter(studentsKind);

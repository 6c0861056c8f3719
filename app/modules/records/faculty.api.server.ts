import { facultyKind } from "./kinds";
import { recordsRouter } from "./api.server";

export const facultyRouter = recordsRouter(facultyKind);

import { facultyKind } from "../../app/features/records/kinds";
import { recordsRouter } from "./records-router";

export const facultyRouter = recordsRouter(facultyKind);

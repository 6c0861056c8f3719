import { alumniKind } from "../../app/features/records/kinds";
import { recordsRouter } from "./records-router";

export const alumniRouter = recordsRouter(alumniKind);

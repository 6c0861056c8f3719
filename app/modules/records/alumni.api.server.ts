import { alumniKind } from "./kinds";
import { recordsRouter } from "./api.server";

export const alumniRouter = recordsRouter(alumniKind);

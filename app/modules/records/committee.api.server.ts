import { committeeKind } from "./kinds";
import { recordsRouter } from "./api.server";

// GET /api/committee_members is public (the /Commite page lists the committee) with the public columns only.
export const committeeRouter = recordsRouter(committeeKind);

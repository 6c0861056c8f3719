import { committeeKind } from "./kinds";
import { recordsRouter } from "./api.server";

// GET /api/committee_members is public: the /Commite page lists the committee.
export const committeeRouter = recordsRouter(committeeKind, { publicList: true });

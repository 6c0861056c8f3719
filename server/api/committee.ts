import { committeeKind } from "../../app/features/records/kinds";
import { recordsRouter } from "./records-router";

// GET /api/committee_members is public: the /Commite page lists the committee.
export const committeeRouter = recordsRouter(committeeKind, { publicList: true });

import { Router, type Request } from "express";
import {
  createDonationItem,
  deleteDonationItem,
  findDonationItem,
  listDonationItems,
  updateDonationItem,
} from "./items.server";
import { donationItemBodySchema } from "./schema";
import { RefusedError } from "~/kernel/errors";
import { parseBody, sendError } from "~/kernel/api-errors.server";
import { actorOf, requireRole } from "~/modules/accounts/index.server";
import { db } from "~/kernel/database/connection";

export const donationItemsRouter = Router();

const NO_SUCH_ITEM = "No such donation item.";

const idOf = (req: Request) => {
  const id = Number(req.params.id);
  if (!Number.isSafeInteger(id) || id < 1) throw new RefusedError(404, NO_SUCH_ITEM);
  return id;
};

/** The items offered on the Donate page (anyone), in page order; `?all=1` adds the inactive ones (editor). */
donationItemsRouter.get(
  "/donation-items",
  (req, res, next) => (req.query.all === undefined ? next() : requireRole("editor")(req, res, next)),
  async (req, res) => {
    if (req.query.all === undefined) res.setHeader("Cache-Control", "no-cache");
    res.json(await listDonationItems(db(), { all: req.query.all !== undefined }));
  },
);

donationItemsRouter.get("/donation-items/:id", requireRole("editor"), async (req, res) => {
  const item = await findDonationItem(db(), idOf(req));
  if (!item) return sendError(res, 404, NO_SUCH_ITEM);
  res.json(item);
});

/** { name, description, cost, active?, position? } */
donationItemsRouter.post("/donation-items", requireRole("editor"), async (req, res) => {
  const input = parseBody(donationItemBodySchema, req.body);
  res.status(201).json(await createDonationItem(db(), input, actorOf(req, res)));
});

/** Replaces the fields; pledges already made keep the name and cost they were made at. */
donationItemsRouter.put("/donation-items/:id", requireRole("editor"), async (req, res) => {
  const id = idOf(req);
  const input = parseBody(donationItemBodySchema, req.body);
  const saved = await updateDonationItem(db(), id, input, actorOf(req, res));
  if (!saved) return sendError(res, 404, NO_SUCH_ITEM);
  res.json(saved);
});

/** Removes the item for good (to stop offering it but keep it, PUT it with `active: false`). */
donationItemsRouter.delete("/donation-items/:id", requireRole("editor"), async (req, res) => {
  const deleted = await deleteDonationItem(db(), idOf(req), actorOf(req, res));
  if (!deleted) return sendError(res, 404, NO_SUCH_ITEM);
  res.json({ message: "The donation item was deleted." });
});

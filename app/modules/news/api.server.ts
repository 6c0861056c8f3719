import { Router, type Request, type Response } from "express";
import { mediaStorage } from "~/kernel/storage";
import { saveNewsPost, trashNewsPost } from "./commands.server";
import { findPost, listPublishedPosts } from "./queries.server";
import { newsPostSchema } from "./post-schema";
import { STARTED_NOW_NOTICE } from "~/kernel/schedule";
import { RefusedError } from "~/kernel/errors";
import { parseBody, sendError } from "~/kernel/api-errors.server";
import { readBodyWithFile } from "~/kernel/media/body-with-file.server";
import { actorOf, requireRole } from "~/modules/accounts/index.server";
import { db } from "~/kernel/database/connection";

export const newsPostsRouter = Router();

const idOf = (req: Request) => {
  const id = Number(req.params.id);
  if (!Number.isSafeInteger(id) || id < 1) throw new RefusedError(404, "No such post.");
  return id;
};

/** Published posts (anyone), newest first. */
newsPostsRouter.get("/news-posts", async (_req, res) => {
  res.setHeader("Cache-Control", "no-cache");
  res.json(await listPublishedPosts(db()));
});

newsPostsRouter.get("/news-posts/:id", requireRole("editor"), async (req, res) => {
  const post = await findPost(db(), idOf(req));
  if (!post) return sendError(res, 404, "No such post.");
  res.json(post);
});

const save = (creating: boolean) => async (req: Request, res: Response) => {
  const form = await readBodyWithFile(req, "cover");
  if (!form.ok) return sendError(res, form.status, form.error, form.fields);
  try {
    const id = creating ? undefined : idOf(req);
    const input = parseBody(newsPostSchema, form.fields);
    const saved = await saveNewsPost(db(), mediaStorage(), id, input, actorOf(req, res), {
      cover: form.file,
      removeCover: ["on", "true", true].includes(form.fields.removeCover as string),
    });
    if (!saved) return sendError(res, 404, "No such post.");
    const { startedNow, ...post } = saved;
    res.status(creating ? 201 : 200).json(startedNow ? { ...post, notice: STARTED_NOW_NOTICE } : post);
  } finally {
    await form.file?.discard();
  }
};

newsPostsRouter.post("/news-posts", requireRole("editor"), save(true));
newsPostsRouter.put("/news-posts/:id", requireRole("editor"), save(false));

newsPostsRouter.delete("/news-posts/:id", requireRole("editor"), async (req, res) => {
  const trashed = await trashNewsPost(db(), idOf(req), actorOf(req, res));
  if (!trashed) return sendError(res, 404, "No such post.");
  res.json({ message: "The post was moved to the trash." });
});

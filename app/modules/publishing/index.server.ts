// The publishing module's public face on the server: what other modules and the Express wiring may call.
export { feedsRouter, type FeedMakers } from "./feeds.server";
export {
  entryWhilePublished,
  freeSlug,
  picturesByKey,
  reindexPublishable,
  savePublishable,
  trashPublishable,
  type Publishable,
  type PublishableKind,
} from "./publishable.server";

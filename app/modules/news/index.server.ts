// The news module's public face on the server: what other modules and the Express wiring may call.
export { newsPostsRouter } from "./api.server";
export { loadLatestPosts, loadNewsFeed, loadPinnedPost, loadPostAddresses } from "./posts.server";
export { postsScheduleWatch } from "./queries.server";
export { reindexPosts } from "./post-kind.server";
export { samplePostsLeft, seedSamplePosts } from "./sample-posts.server";
export { newsRouter } from "./ticker/api.server";
export { getNews, getPublicNews, seedSampleTicker, tickerScheduleWatch } from "./ticker/news.server";
export { postPictures } from "./post-pictures.server";
export { postTranslationStates, tickerTranslationState } from "./translation-states.server";

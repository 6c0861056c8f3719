import { describe, expect, it } from "vitest";
import { newsFeed } from "./news-feed.server";
import type { NewsPost } from "./post-schema";

const post: NewsPost = {
  id: 1,
  slug: "science-fair",
  title: "Science fair",
  postDate: "2026-11-20",
  summary: `Class 8 won <b>first</b> prize & "more" <img src=x onerror=alert(1)>`,
  body: "",
  coverKey: null,
  translations: {},
  published: true,
  pinned: false,
  showFrom: null,
  showUntil: null,
  createdAt: "2026-11-20T00:00:00.000Z",
  updatedAt: "2026-11-20T00:00:00.000Z",
};

describe("the news feed", () => {
  it("Info: RSS description escaped: a summary's markup reaches feed readers as words", () => {
    const xml = newsFeed({ posts: [post], covers: {}, origin: "https://school.example", schoolName: "School" });
    const description = /<item>[\s\S]*?<description>([\s\S]*?)<\/description>/.exec(xml)![1];
    expect(description).not.toContain("<b>");
    expect(description).not.toContain("<img");
    expect(description).toContain("&#60;b&#62;first&#60;/b&#62; prize &#38; &#34;more&#34;");
  });
});

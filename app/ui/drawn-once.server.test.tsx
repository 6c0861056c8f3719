import { describe, expect, it } from "vitest";
import { createDrawOnce } from "./drawn-once.server";

describe("parts drawn once", () => {
  it("draws a part the first time its key is asked for, and answers the same HTML after", () => {
    const { drawOnce, held } = createDrawOnce(1024);
    let draws = 0;
    const part = (text: string) => () => {
      draws++;
      return <p>{text}</p>;
    };
    expect(drawOnce("a", part("first"))).toBe("<p>first</p>");
    expect(drawOnce("a", part("changed"))).toBe("<p>first</p>");
    expect(drawOnce("b", part("second"))).toBe("<p>second</p>");
    expect(draws).toBe(2);
    expect(held()).toEqual({ parts: 2, bytes: "<p>first</p><p>second</p>".length });
  });

  it("lets the least recently used parts go once the HTML kept passes its limit", () => {
    const { drawOnce, held } = createDrawOnce(30);
    drawOnce("a", () => <p>aaaaaaaaaa</p>); // 17 bytes each
    drawOnce("b", () => <p>bbbbbbbbbb</p>);
    expect(held().parts).toBe(1);
    // "b" was kept, "a" went: asking for "a" draws it again, and then "b" goes.
    expect(drawOnce("b", () => <p>other</p>)).toBe("<p>bbbbbbbbbb</p>");
    expect(drawOnce("a", () => <p>redrawn</p>)).toBe("<p>redrawn</p>");
    expect(drawOnce("b", () => <p>redrawn too</p>)).toBe("<p>redrawn too</p>");
    expect(held().bytes).toBeLessThanOrEqual(30);
  });
});

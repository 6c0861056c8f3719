import { describe, expect, it } from "vitest";
import { clearedSessionCookie, readCookie, serializeSessionCookie } from "./session.server";

describe("session cookies", () => {
  it("reads one cookie from a header, and treats a malformed value as absent", () => {
    expect(readCookie("a=1; school_session=abc%3D; b=2", "school_session")).toBe("abc=");
    expect(readCookie("school_session=%E0%A4%A", "school_session")).toBeUndefined();
    expect(readCookie(undefined, "school_session")).toBeUndefined();
    expect(readCookie("other=1", "school_session")).toBeUndefined();
  });
  it("sets HttpOnly, SameSite=Lax and path /, and Secure with the __Host- prefix only over HTTPS", () => {
    expect(serializeSessionCookie("t", false)).toBe("school_session=t; Path=/; HttpOnly; SameSite=Lax");
    expect(serializeSessionCookie("t", true)).toBe("__Host-school_session=t; Path=/; HttpOnly; Secure; SameSite=Lax");
    expect(clearedSessionCookie(true)).toBe(
      "__Host-school_session=; Max-Age=0; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; Secure; SameSite=Lax",
    );
    expect(clearedSessionCookie(false)).toBe(
      "school_session=; Max-Age=0; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax",
    );
  });
});

import { describe, expect, it } from "vitest";
import { addressKey } from "./address-key";

describe("addressKey", () => {
  it("keeps an IPv4 address as it is", () => {
    expect(addressKey("203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("")).toBe("unknown");
  });
  it("counts IPv6 addresses of one /56 network as one", () => {
    expect(addressKey("2001:db8:85a3:12ab:1:2:3:4")).toBe("2001:db8:85a3:1200::/56");
    expect(addressKey("2001:db8:85a3:12ff::9")).toBe("2001:db8:85a3:1200::/56");
    expect(addressKey("2001:db8:85a3:1300::9")).toBe("2001:db8:85a3:1300::/56");
    expect(addressKey("::1")).toBe("0:0:0:0::/56");
  });
  it("counts an IPv4 address mapped into IPv6 as that IPv4 address", () => {
    expect(addressKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("::ffff:cb00:7107")).toBe("203.0.113.7");
  });
});

import { isIPv6 } from "node:net";

/** An IPv6 address as its eight 16-bit groups (a dotted IPv4 tail becomes the last two). */
function groupsOf(ip: string): number[] {
  let text = ip.split("%")[0].toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split("::");
  const parse = (part: string | undefined) => (part ? part.split(":").map((group) => parseInt(group, 16)) : []);
  const front = parse(head);
  const back = parse(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/**
 * The key a client address is counted under. One IPv6 customer usually holds a whole /56 (or /64) and can
 * change the rest at will, so IPv6 addresses count by their /56 network; an IPv4 address mapped into IPv6
 * counts as that IPv4 address.
 */
export function addressKey(ip: string): string {
  if (!isIPv6(ip.split("%")[0])) return ip || "unknown";
  const groups = groupsOf(ip);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff)
    return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join(".");
  const network = [groups[0], groups[1], groups[2], groups[3] & 0xff00];
  return `${network.map((group) => group.toString(16)).join(":")}::/56`;
}

import { hash } from "node:crypto";

// A short name for a value's content, the same for equal content: what is drawn from the value once (the page
// frame, ~/ui/drawn-once) is kept under it. Named once per object, since held reads hand out the same object.
const versions = new WeakMap<object, string>();

export function contentVersion(value: object): string {
  let version = versions.get(value);
  if (version === undefined) {
    version = hash("sha1", JSON.stringify(value), "base64url").slice(0, 16);
    versions.set(value, version);
  }
  return version;
}

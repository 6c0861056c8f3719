declare module "virtual:behaviour-scripts" {
  /** The address of each browser module of app/behaviours (scripts/vite-behaviours.ts). */
  const addresses: Record<import("~/behaviours/names").BehaviourName, string>;
  export default addresses;
}

// The package's index does not export the base class of its stores; its own types describe it.
declare module "rate-limiter-flexible/lib/RateLimiterStoreAbstract.js" {
  import type { RateLimiterStoreAbstract } from "rate-limiter-flexible";
  const StoreAbstract: typeof RateLimiterStoreAbstract;
  export default StoreAbstract;
}

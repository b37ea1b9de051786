import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { tooManyRequests } from '../../lib/errors.js';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/** How many hits each key may make in its window; keys are per account or per client address. */
export const THROTTLE_RULES = {
  login_ip: { points: 30, duration: 15 * MINUTE },
  // sign-in attempts per account, counted before the password is hashed; the owner is mailed once per window
  login_account: { points: 5, duration: 15 * MINUTE },
  login_throttled_notice: { points: 1, duration: 15 * MINUTE },
  // second-factor proofs at sign-in, per account (each challenge also allows only a few)
  mfa_account: { points: 10, duration: 15 * MINUTE },
  register_ip: { points: 10, duration: HOUR },
  otp_send_account: { points: 5, duration: HOUR },
  otp_send_ip: { points: 20, duration: HOUR },
  otp_check_account: { points: 10, duration: 15 * MINUTE },
  otp_check_ip: { points: 30, duration: 15 * MINUTE },
  forgot_account: { points: 3, duration: HOUR },
  forgot_ip: { points: 10, duration: HOUR },
  contact_ip: { points: 5, duration: HOUR },
  // account self-service: codes sent to a new address (per account), and the password or a factor proven
  // again by a signed-in user (a stolen session must not become a password-guessing oracle)
  account_code_send: { points: 5, duration: HOUR },
  reauth_account: { points: 5, duration: 15 * MINUTE },
  // compliance uploads: requests per account (each up to 5 files)
  upload_account: { points: 60, duration: HOUR },
  // media library uploads: requests per account (each up to 10 images, each decoded and encoded five times)
  media_upload_account: { points: 120, duration: HOUR },
  // referee links (public): opening and answering, per address, so tokens cannot be guessed at speed
  referee_ip: { points: 60, duration: HOUR },
  // assurance pack verification links (public), per address: a school opens a few; guessing needs many
  assurance_ip: { points: 60, duration: HOUR },
  // audit entries for anonymous refusals on admin routes, per address, so a flood cannot fill the audit log
  refusal_audit_ip: { points: 30, duration: 10 * MINUTE },
} as const;

export type ThrottleRule = keyof typeof THROTTLE_RULES;

/**
 * Counts attempts in memory, or in Redis when one is configured so that every instance shares the counts.
 * If Redis fails, counting falls back to memory rather than letting every request through. Every key starts with
 * `prefix` (REDIS_PREFIX), so two deployments sharing one Redis never throttle each other.
 */
export class Throttle {
  private readonly limiters = new Map<ThrottleRule, RateLimiterAbstract>();

  constructor(
    private readonly redis?: Redis,
    private readonly prefix = '',
  ) {}

  private limiter(rule: ThrottleRule): RateLimiterAbstract {
    let limiter = this.limiters.get(rule);
    if (!limiter) {
      const options = { keyPrefix: `${this.prefix}throttle:${rule}`, ...THROTTLE_RULES[rule] };
      limiter = this.redis
        ? new RateLimiterRedis({ ...options, storeClient: this.redis, insuranceLimiter: new RateLimiterMemory(options) })
        : new RateLimiterMemory(options);
      this.limiters.set(rule, limiter);
    }
    return limiter;
  }

  /** Counts one attempt; throws 429 once the key has used up its window. */
  async hit(rule: ThrottleRule, key: string): Promise<void> {
    try {
      await this.limiter(rule).consume(key);
    } catch (error) {
      if (error instanceof RateLimiterRes) throw tooManyRequests(error.msBeforeNext / 1000);
      throw error;
    }
  }

  async reset(rule: ThrottleRule, key: string): Promise<void> {
    await this.limiter(rule).delete(key);
  }

  /**
   * Counts an attempt before `attempt` runs, so a burst of guesses sent at once is limited as much as one
   * after another (counting a failure afterwards lets every request of the burst through the check), and
   * forgets the count when the attempt succeeds. A failed attempt (a throw) stays counted.
   */
  async guard<T>(rule: ThrottleRule, key: string, attempt: () => Promise<T>): Promise<T> {
    await this.hit(rule, key);
    const result = await attempt();
    await this.reset(rule, key);
    return result;
  }
}

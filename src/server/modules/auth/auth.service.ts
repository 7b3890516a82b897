import type { Locale } from '@shared/i18n/locales';
import { translate } from '@shared/i18n/messages';
import type {
  CurrentUser,
  LoginBody,
  ResetPasswordConfirmBody,
  UpdatePasswordBody,
} from '@shared/auth/contracts';
import type { UpdateProfileBody } from '@shared/users/contracts';
import type { AuthUser } from '../../platform/access';
import { writeAudit, type AuditContext } from '../../platform/audit';
import type { AppDeps } from '../../platform/deps';
import { HttpError, invalid, TooManyAttempts, ValidationFailed } from '../../platform/errors';
import {
  clearFailures,
  countFailure,
  lockedForMs,
  pruneFailures,
  readFailures,
  type FailureRule,
} from '../../platform/failure-counters';
import { IMAGE_TYPES, type Upload } from '../../platform/files';
import { hashPassword, timingDummyHash, verifyPassword } from '../../platform/passwords';
import {
  createSession,
  loadAuthUser,
  revokeAllSessions,
  revokeOtherSessions,
  revokeSession,
  signedInFrom,
} from '../../platform/sessions';
import { hashToken, newOtpCode, newToken } from '../../platform/tokens';
import * as repo from './auth.repository';

const OTP_VALID_MS = 5 * 60_000;
const RESET_VALID_MS = 60 * 60_000;
const QUARTER_HOUR = 15 * 60_000;

/** Wrong passwords (and codes) for one account from one address: the fifth locks that pair for 15 minutes. */
const PAIR_RULE: FailureRule = { max: 5, windowMs: QUARTER_HOUR };
/** Failures from one address over all accounts (and reset requests): a spray from one place is locked. */
const ADDRESS_RULE: FailureRule = { max: 30, windowMs: QUARTER_HOUR };
/**
 * Failures for one account from every address. Past `max` the account is slowed, never locked: each
 * further attempt from an address the account has not signed in from lately waits 2^(n - max) seconds
 * (at most a minute) after the previous failure, so nobody can keep the owner out by failing elsewhere.
 */
const ACCOUNT_RULE: FailureRule = { max: 10, windowMs: QUARTER_HOUR };
const ACCOUNT_MAX_DELAY_MS = 60_000;
const KNOWN_ADDRESS_MS = 30 * 24 * 3_600_000;
/** Code tries per user per quarter hour, whatever number of codes was sent. */
const OTP_TRIES_RULE: FailureRule = { max: 5, windowMs: QUARTER_HOUR };
const OTP_SENT_RULE: FailureRule = { max: 5, windowMs: QUARTER_HOUR };
/** Wrong current passwords on the password change, per user. */
const PASSWORD_CHANGE_RULE: FailureRule = { max: 5, windowMs: QUARTER_HOUR };

interface Client {
  ip: string;
  userAgent: string | null;
  locale: Locale;
}

/** Counters untouched for a day are past every window. */
export const pruneFailureCounters = (deps: AppDeps) =>
  pruneFailures(deps.db, new Date(Date.now() - 24 * 3_600_000));

interface LoginKeys {
  pair: string;
  account: string;
  address: string;
}

/** An existing account counts by id (its username and e-mail are one account); an unknown one by name. */
const loginKeys = (user: repo.UserRecord | undefined, login: string, ip: string): LoginKeys => {
  const account = user ? `login:user:${user.id}` : `login:name:${login.trim().toLowerCase()}`;
  return { pair: `${account}@${ip}`, account, address: `login-ip:${ip}` };
};

async function refuseWhileLocked(
  deps: AppDeps,
  keys: LoginKeys,
  user: repo.UserRecord | undefined,
  ip: string,
): Promise<void> {
  const now = new Date();
  const [pair, address, account] = await readFailures(
    deps.db,
    [
      { key: keys.pair, rule: PAIR_RULE },
      { key: keys.address, rule: ADDRESS_RULE },
      { key: keys.account, rule: ACCOUNT_RULE },
    ],
    now,
  );
  const lockedMs = Math.max(lockedForMs(pair, PAIR_RULE, now), lockedForMs(address, ADDRESS_RULE, now));
  if (lockedMs > 0) throw new TooManyAttempts(lockedMs);
  if (!account || account.count < ACCOUNT_RULE.max) return;
  const delay = Math.min(2 ** (account.count - ACCOUNT_RULE.max) * 1000, ACCOUNT_MAX_DELAY_MS);
  const waitMs = account.lastFailedAt.getTime() + delay - now.getTime();
  if (waitMs <= 0) return;
  const known =
    user && (await signedInFrom(deps.db, user.id, ip, new Date(now.getTime() - KNOWN_ADDRESS_MS)));
  if (!known) throw new TooManyAttempts(waitMs);
}

async function countLoginFailure(deps: AppDeps, keys: LoginKeys): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await countFailure(tx, keys.pair, PAIR_RULE);
    await countFailure(tx, keys.account, ACCOUNT_RULE);
    await countFailure(tx, keys.address, ADDRESS_RULE);
  });
}

/**
 * Checks a login (username or e-mail) and password. Every failure answers alike — unknown login, wrong
 * password, inactive user, no panel access — and counts towards the locks (see the rules above).
 */
async function checkCredentials(
  deps: AppDeps,
  login: string,
  password: string,
  client: Client,
): Promise<{ user: repo.UserRecord; keys: LoginKeys }> {
  const user = await repo.findUserByLogin(deps.db, login.trim());
  const keys = loginKeys(user, login, client.ip);
  await refuseWhileLocked(deps, keys, user, client.ip);
  const passwordOk = user
    ? await verifyPassword(user.password_hash, password)
    : await verifyPassword(await timingDummyHash(), `${password}x`);
  if (!user || !passwordOk || !user.active || !user.is_admin) {
    await countLoginFailure(deps, keys);
    throw new ValidationFailed({ login: ['auth.invalid_credentials'] }, 'auth.invalid_credentials');
  }
  return { user, keys };
}

async function sendOtp(deps: AppDeps, user: repo.UserRecord, locale: Locale): Promise<void> {
  const sent = await countFailure(deps.db, `otp-sent:${user.id}`, OTP_SENT_RULE);
  if (sent.count > OTP_SENT_RULE.max) throw new TooManyAttempts(lockedForMs(sent, OTP_SENT_RULE));
  const code = newOtpCode();
  await repo.saveOtp(deps.db, user.id, hashToken(code), new Date(Date.now() + OTP_VALID_MS));
  await deps.mailer.send({
    to: user.email,
    subject: translate('mail.otp_subject', locale),
    text: translate('mail.otp_body', locale, { code }),
  });
}

export async function preAuth(deps: AppDeps, body: { login: string; password: string }, client: Client) {
  const { user } = await checkCredentials(deps, body.login, body.password, client);
  if (!deps.config.otpLogin) return { otp_required: false };
  await sendOtp(deps, user, client.locale);
  return { otp_required: true, message: translate('auth.otp_sent', client.locale) };
}

/**
 * A try is taken before the code is compared, in one UPSERT, so parallel guesses each use one; the tries
 * belong to the user, not the code, so a resend does not give new ones. A wrong code also counts like a
 * wrong password.
 */
async function checkOtp(
  deps: AppDeps,
  user: repo.UserRecord,
  otp: string | undefined,
  keys: LoginKeys,
): Promise<void> {
  if (!otp) throw invalid('otp', 'validation.otp_required');
  const triesKey = `otp-tries:${user.id}`;
  const [before] = await readFailures(deps.db, [{ key: triesKey, rule: OTP_TRIES_RULE }]);
  const lockedMs = lockedForMs(before, OTP_TRIES_RULE);
  if (lockedMs > 0) throw new TooManyAttempts(lockedMs);
  const tries = await countFailure(deps.db, triesKey, OTP_TRIES_RULE);
  if (tries.count > OTP_TRIES_RULE.max) throw new TooManyAttempts(lockedForMs(tries, OTP_TRIES_RULE));
  const stored = await repo.findOtp(deps.db, user.id);
  if (!stored || stored.expires_at <= new Date() || stored.code_hash !== hashToken(otp)) {
    await countLoginFailure(deps, keys);
    throw invalid('otp', 'validation.otp_invalid');
  }
  await deps.db.transaction(async (tx) => {
    await repo.deleteOtp(tx, user.id);
    await clearFailures(tx, triesKey);
  });
}

export async function login(deps: AppDeps, body: LoginBody, client: Client) {
  const { user, keys } = await checkCredentials(deps, body.login, body.password, client);
  if (deps.config.otpLogin) await checkOtp(deps, user, body.otp, keys);
  const session = await deps.db.transaction(async (tx) => {
    await clearFailures(tx, keys.pair);
    const created = await createSession(tx, user.id, {
      maxHours: deps.config.tokenMaxHours,
      ip: client.ip,
      userAgent: client.userAgent,
    });
    await writeAudit(
      tx,
      { userId: user.id, ip: client.ip },
      { action: 'login', entityType: 'user', entityId: user.id },
    );
    return created;
  });
  return { token: session.token, user: await currentUserView(deps, user.id) };
}

export async function logout(deps: AppDeps, user: AuthUser, audit: AuditContext): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await revokeSession(tx, user.tokenId);
    await writeAudit(tx, audit, { action: 'logout', entityType: 'user', entityId: user.id });
  });
}

export async function currentUserView(deps: AppDeps, userId: number): Promise<CurrentUser> {
  const record = await repo.findUserById(deps.db, userId);
  const auth = await loadAuthUser(deps.db, userId);
  if (!record || !auth) throw new HttpError(401, 'errors.unauthenticated');
  return {
    id: record.id,
    username: record.username,
    email: record.email,
    first_name: record.first_name,
    last_name: record.last_name,
    phone: record.phone,
    full_name: `${record.first_name} ${record.last_name}`.trim(),
    avatar: deps.storage.signedUrl(record.avatar_file_id),
    roles: auth.roles,
    permissions: auth.permissions,
    buildings: record.building_ids,
    is_admin: record.is_admin,
    active: record.active,
    view_only: auth.viewOnly,
  };
}

/** The answer never tells whether the address belongs to anyone. */
export async function requestPasswordReset(deps: AppDeps, email: string, client: Client) {
  const requests = await countFailure(deps.db, `reset-ip:${client.ip}`, ADDRESS_RULE);
  if (requests.count > ADDRESS_RULE.max) throw new TooManyAttempts(lockedForMs(requests, ADDRESS_RULE));
  const user = await repo.findActiveUserByEmail(deps.db, email);
  if (user) {
    const token = newToken();
    await repo.createPasswordReset(deps.db, user.id, hashToken(token), new Date(Date.now() + RESET_VALID_MS));
    const link = `${deps.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
    await deps.mailer.send({
      to: user.email,
      subject: translate('mail.reset_subject', client.locale),
      text: translate('mail.reset_body', client.locale, { link }),
    });
  }
  return { success: true, message: translate('auth.reset_sent', client.locale) };
}

export async function checkResetToken(deps: AppDeps, token: string) {
  const reset = await repo.findUsableReset(deps.db, hashToken(token));
  if (!reset) throw invalid('token', 'validation.reset_token_invalid');
  return reset;
}

export async function confirmPasswordReset(
  deps: AppDeps,
  body: ResetPasswordConfirmBody,
  client: Client,
): Promise<void> {
  const reset = await checkResetToken(deps, body.token);
  const passwordHash = await hashPassword(body.password);
  await deps.db.transaction(async (tx) => {
    await repo.markResetUsed(tx, reset.id);
    await repo.updateUser(tx, reset.user_id, { password_hash: passwordHash });
    await revokeAllSessions(tx, reset.user_id);
    await writeAudit(
      tx,
      { userId: reset.user_id, ip: client.ip },
      { action: 'password_reset', entityType: 'user', entityId: reset.user_id },
    );
  });
}

const profileSnapshot = (u: repo.UserRecord) => ({
  email: u.email,
  first_name: u.first_name,
  last_name: u.last_name,
  phone: u.phone,
  avatar_file_id: u.avatar_file_id,
});

export async function updateProfile(
  deps: AppDeps,
  user: AuthUser,
  body: UpdateProfileBody & { email: string },
  avatar: Upload | undefined,
  audit: AuditContext,
) {
  if (await repo.emailTakenByOther(deps.db, body.email, user.id))
    throw invalid('email', 'validation.email_should_be_unique');
  const removeAvatarBytes = await deps.db.transaction(async (tx) => {
    const before = await repo.findUserById(tx, user.id);
    const avatarId = avatar ? await deps.storage.save(tx, avatar, IMAGE_TYPES, user.id) : undefined;
    const after = await repo.updateUser(tx, user.id, {
      email: body.email,
      first_name: body.first_name,
      last_name: body.last_name,
      phone: body.phone ?? '',
      ...(avatarId ? { avatar_file_id: avatarId } : {}),
    });
    await writeAudit(tx, audit, {
      action: 'update',
      entityType: 'user',
      entityId: user.id,
      before: before && profileSnapshot(before),
      after: profileSnapshot(after),
    });
    return deps.storage.forget(tx, avatarId ? [before?.avatar_file_id] : []);
  });
  await removeAvatarBytes();
  return currentUserView(deps, user.id);
}

export async function updatePassword(
  deps: AppDeps,
  user: AuthUser,
  body: UpdatePasswordBody,
  audit: AuditContext,
): Promise<void> {
  const guessesKey = `password-change:${user.id}`;
  const [guesses] = await readFailures(deps.db, [{ key: guessesKey, rule: PASSWORD_CHANGE_RULE }]);
  const lockedMs = lockedForMs(guesses, PASSWORD_CHANGE_RULE);
  if (lockedMs > 0) throw new TooManyAttempts(lockedMs);
  const record = await repo.findUserById(deps.db, user.id);
  if (!record || !(await verifyPassword(record.password_hash, body.current_password))) {
    await countFailure(deps.db, guessesKey, PASSWORD_CHANGE_RULE);
    throw invalid('current_password', 'validation.wrong_current_password');
  }
  const passwordHash = await hashPassword(body.password);
  await deps.db.transaction(async (tx) => {
    await repo.updateUser(tx, user.id, { password_hash: passwordHash });
    // Whoever else holds a session of this user (perhaps the reason for the change) is signed out.
    await revokeOtherSessions(tx, user.id, user.tokenId);
    await clearFailures(tx, guessesKey);
    await writeAudit(tx, audit, { action: 'password_change', entityType: 'user', entityId: user.id });
  });
}

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
import { HttpError, invalid, ValidationFailed } from '../../platform/errors';
import { IMAGE_TYPES, type Upload } from '../../platform/files';
import { hashPassword, timingDummyHash, verifyPassword } from '../../platform/passwords';
import { createSession, loadAuthUser, revokeAllSessions, revokeSession } from '../../platform/sessions';
import { hashToken, newOtpCode, newToken } from '../../platform/tokens';
import * as repo from './auth.repository';

const OTP_VALID_MS = 5 * 60_000;
const OTP_MAX_TRIES = 5;
const RESET_VALID_MS = 60 * 60_000;

interface Client {
  ip: string;
  userAgent: string | null;
  locale: Locale;
}

/**
 * Checks a login (username or e-mail) and password. Every failure answers alike — unknown login, wrong
 * password, inactive user, no panel access — and counts towards the lock-out for the login and the address.
 */
async function checkCredentials(
  deps: AppDeps,
  login: string,
  password: string,
  client: Client,
): Promise<repo.UserRecord> {
  const { byLogin, byIp } = deps.authLimiter;
  const loginKey = login.trim().toLowerCase();
  if (byLogin.isLocked(loginKey) || byIp.isLocked(client.ip))
    throw new HttpError(429, 'errors.too_many_attempts');
  const user = await repo.findUserByLogin(deps.db, login.trim());
  const passwordOk = user
    ? await verifyPassword(user.password_hash, password)
    : await verifyPassword(await timingDummyHash(), `${password}x`);
  if (!user || !passwordOk || !user.active || !user.is_admin) {
    byLogin.fail(loginKey);
    byIp.fail(client.ip);
    throw new ValidationFailed({ login: ['auth.invalid_credentials'] }, 'auth.invalid_credentials');
  }
  return user;
}

async function sendOtp(deps: AppDeps, user: repo.UserRecord, locale: Locale): Promise<void> {
  const code = newOtpCode();
  await repo.saveOtp(deps.db, user.id, hashToken(code), new Date(Date.now() + OTP_VALID_MS));
  await deps.mailer.send({
    to: user.email,
    subject: translate('mail.otp_subject', locale),
    text: translate('mail.otp_body', locale, { code }),
  });
}

export async function preAuth(deps: AppDeps, body: { login: string; password: string }, client: Client) {
  const user = await checkCredentials(deps, body.login, body.password, client);
  if (!deps.config.otpLogin) return { otp_required: false };
  await sendOtp(deps, user, client.locale);
  return { otp_required: true, message: translate('auth.otp_sent', client.locale) };
}

async function checkOtp(deps: AppDeps, user: repo.UserRecord, otp: string | undefined): Promise<void> {
  if (!otp) throw invalid('otp', 'validation.otp_required');
  const stored = await repo.findOtp(deps.db, user.id);
  const usable = stored && stored.expires_at > new Date() && stored.attempts < OTP_MAX_TRIES;
  if (!usable || stored.code_hash !== hashToken(otp)) {
    if (usable) await repo.countOtpAttempt(deps.db, user.id);
    throw invalid('otp', 'validation.otp_invalid');
  }
  await repo.deleteOtp(deps.db, user.id);
}

export async function login(deps: AppDeps, body: LoginBody, client: Client) {
  const user = await checkCredentials(deps, body.login, body.password, client);
  if (deps.config.otpLogin) await checkOtp(deps, user, body.otp);
  deps.authLimiter.byLogin.reset(body.login.trim().toLowerCase());
  const session = await deps.db.transaction(async (tx) => {
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
  if (deps.authLimiter.byIp.isLocked(client.ip)) throw new HttpError(429, 'errors.too_many_attempts');
  deps.authLimiter.byIp.fail(client.ip);
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
  const record = await repo.findUserById(deps.db, user.id);
  if (!record || !(await verifyPassword(record.password_hash, body.current_password))) {
    throw invalid('current_password', 'validation.wrong_current_password');
  }
  const passwordHash = await hashPassword(body.password);
  await deps.db.transaction(async (tx) => {
    await repo.updateUser(tx, user.id, { password_hash: passwordHash });
    await writeAudit(tx, audit, { action: 'password_change', entityType: 'user', entityId: user.id });
  });
}

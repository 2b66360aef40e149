/**
 * How the sandbox opens the cloud shell's view (/view/cloudshell, shown in a frame or a new tab,
 * which cannot send the Authorization header) without the access token in its address, where the
 * real server wants it (`?token=`) and where it ends up in history and logs. A ticket is a random
 * value that names one user, lasts 60 s on the sandbox clock and opens one request. It travels as an
 * HttpOnly, SameSite=Strict cookie scoped to /view/cloudshell, so neither the console's scripts nor
 * another site see it. A Completed preparation (POST /api/v1/cloudshell) sets one for the view's page,
 * and the page sets the next one for its terminal's websocket. Tickets are kept in memory only.
 */
import { randomBytes } from 'node:crypto';
import type { ServiceContext } from '../../context';
import { BusinessError } from '../../errors';
import type { Stored } from '../../store/documentStore';
import { refuseRevokedToken, sessionOf } from '../users/sessions';
import type { TokenSubject } from '../users/tokens';
import { findUser } from '../users/users';

const TICKET_COOKIE = 'vela_cloudshell_ticket';
export const TICKET_SECONDS = 60;

/** Tells the console that the view opens with the ticket cookie, not with `?token=`. */
export const TICKET_HEADER = 'x-cloud-shell-ticket';

interface Ticket {
  /** Whom it was issued to, checked again when it is spent as a token would be. */
  subject: TokenSubject;
  expiresAt: number;
}

const ticketsByContext = new WeakMap<ServiceContext, Map<string, Ticket>>();

function ticketsOf(ctx: ServiceContext): Map<string, Ticket> {
  let tickets = ticketsByContext.get(ctx);
  if (!tickets) {
    tickets = new Map();
    ticketsByContext.set(ctx, tickets);
  }
  return tickets;
}

function dropExpired(tickets: Map<string, Ticket>, now: number): void {
  for (const [value, ticket] of tickets) if (ticket.expiresAt <= now) tickets.delete(value);
}

/** A new ticket for the user, as the Set-Cookie value that carries it. */
export function issueTicketCookie(ctx: ServiceContext, user: Stored<'user'>): string {
  const now = ctx.now().getTime();
  const tickets = ticketsOf(ctx);
  dropExpired(tickets, now);
  const value = randomBytes(32).toString('base64url');
  tickets.set(value, {
    subject: sessionOf(user),
    expiresAt: now + TICKET_SECONDS * 1000,
  });
  return `${TICKET_COOKIE}=${value}; Path=/view/cloudshell; Max-Age=${TICKET_SECONDS}; HttpOnly; SameSite=Strict`;
}

function ticketIn(cookieHeader: string | undefined): string | undefined {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = pair.trim().split('=');
    if (name === TICKET_COOKIE) return value.join('=');
  }
  return undefined;
}

/**
 * The user the request's ticket names. The ticket is spent whatever the outcome; an unknown, spent or
 * expired one is 401, and a user disabled or signed out everywhere since it was issued is refused too.
 */
export function redeemTicket(ctx: ServiceContext, cookieHeader: string | undefined): Stored<'user'> {
  const value = ticketIn(cookieHeader);
  const tickets = ticketsOf(ctx);
  const ticket = value === undefined ? undefined : tickets.get(value);
  if (value !== undefined) tickets.delete(value);
  if (!ticket || ticket.expiresAt <= ctx.now().getTime()) {
    throw new BusinessError(12006, 'the cloud shell needs a ticket: open it from the console again');
  }
  const user = findUser(ctx, ticket.subject.username);
  if (!user) throw new BusinessError(401);
  refuseRevokedToken(user, ticket.subject);
  return user;
}

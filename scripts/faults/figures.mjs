/** The fault run's figures from the recorded answers, and their printout with the goals. */

const tally = (rows, key) => rows.reduce((out, r) => ((out[key(r)] = (out[key(r)] ?? 0) + 1), out), {});
const statusName = (s) => (s === 0 ? 'no answer' : String(s));

/** The card orders whose payment webhooks were delivered across the kill: booked once each, or not. */
function webhookFigures(w) {
  const paid = [...w.booked.values()].filter(
    (o) => o.status === 'paid' && o.payment_ref === w.sessions.get(o.code)?.id,
  );
  return {
    orders: w.orders,
    firstDeliveries: tally([...w.firstDelivery.values()], (s) => statusName(s)),
    notDeliveredBeforeKill: w.orders - w.firstDelivery.size,
    inFlightAtKill: w.inFlightAtKill,
    redeliveries: [...w.redelivered.values()].reduce((n, tries) => n + tries, 0),
    paid: paid.length,
    notPaid: [...w.booked.values()].filter((o) => !paid.includes(o)).map((o) => `${o.code} ${o.status}`),
    missingOrders: w.orders - w.booked.size,
    // Answered 2xx before the kill (Stripe stops retrying) but not in the database after the restart.
    answeredOkButNotBooked: w.answeredOkBeforeKill.filter((code) => w.bookedAtRestart.get(code)?.status !== 'paid'),
    // Booked before the re-deliveries, and booked again by them (its payment time moved).
    bookedAgain: [...w.bookedAtRestart.values()]
      .filter((o) => o.paid_at && w.booked.get(o.code)?.paid_at?.getTime() !== o.paid_at.getTime())
      .map((o) => o.code),
    invoicesPerOrder: tally([...w.booked.values()], (o) => String(o.invoices)),
    invoiceNumbersTwice: w.invoiceNumbersTwice,
  };
}

export function figures({ rows, committed, answered, mails, times, timeoutMs, webhooks }) {
  const down = rows.filter((r) => r.phase === 'database down');
  const cachedDown = down.filter((r) => r.kind === 'page (cached)');
  const mailed = new Set();
  for (const order of committed) if (mails.some((file) => file.includes(order.code))) mailed.add(order.code);
  const inDb = new Set(committed.map((o) => o.code));
  const answeredRows = rows.filter((r) => r.status > 0);
  return {
    requests: rows.length,
    answered: answeredRows.length,
    noAnswer: rows.length - answeredRows.length,
    byStatus: tally(rows, (r) => statusName(r.status)),
    byPhase: Object.fromEntries(
      [...new Set(rows.map((r) => r.phase))].map((phase) => [
        phase,
        Object.fromEntries(
          [...new Set(rows.filter((r) => r.phase === phase).map((r) => r.kind))].map((kind) => [
            kind,
            tally(
              rows.filter((r) => r.phase === phase && r.kind === kind),
              (r) => statusName(r.status),
            ),
          ]),
        ),
      ]),
    ),
    serverErrors: tally(
      rows.filter((r) => r.status >= 500),
      (r) => `${r.status} ${r.kind}`,
    ),
    answered503WithoutRetryAfter: rows.filter((r) => r.status === 503 && !r.retryAfter).length,
    whileDatabaseDown: {
      cachedPagesServed: cachedDown.filter((r) => r.status === 200).length,
      cachedPagesAsked: cachedDown.length,
      nextCacheHeader: tally(
        cachedDown.filter((r) => r.status === 200),
        (r) => r.cache ?? 'none',
      ),
      pagesServed: down.filter((r) => r.kind.startsWith('page') && r.status === 200).length,
      slowestMs: Math.round(Math.max(0, ...down.map((r) => r.ms))),
    },
    slowestAnswerMs: Math.round(Math.max(0, ...answeredRows.map((r) => r.ms))),
    // While the database was away or coming back (the server's cold start after the kill is apart).
    slowestAnswerDatabaseFaultMs: Math.round(
      Math.max(
        0,
        ...answeredRows.filter((r) => r.phase === 'database down' || r.phase === 'database back').map((r) => r.ms),
      ),
    ),
    slowestAnswers: [...answeredRows]
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 5)
      .map((r) => `${Math.round(r.ms)} ms ${r.status} ${r.kind} ${r.path} (${r.phase})`),
    timeoutMs,
    checkouts: {
      answered201: answered.length,
      ordersCommitted: committed.length,
      confirmationMails: mailed.size,
      ordersWithoutMail: committed.filter((o) => !mailed.has(o.code)).map((o) => o.code),
      answeredButNotCommitted: answered.filter((code) => !inDb.has(code)),
    },
    cardPayments: webhookFigures(webhooks),
    recoveryMs: { apiWrite: times.recovery?.[0] ?? null, pageRenderedPerRequest: times.recovery?.[1] ?? null },
    serverRestartAfterKillMs: times.restartMs,
    mailsAcrossKill: {
      mails: times.mailsAcrossKill.mails,
      claimedByTheKilledServer: times.mailsAcrossKill.reclaimed,
      unsent: times.mailsAcrossKill.unsent,
      lastSentAfterRestartMs: times.mailsAcrossKill.last_sent_at
        ? Math.round(times.mailsAcrossKill.last_sent_at - times.restartedAt)
        : null,
    },
    mailsSentLaterByOutboxPoll: times.lateMails
      ? {
          ...times.lateMails,
          sent: times.lateMails.queuedAtCheck - committed.filter((o) => !mailed.has(o.code)).length,
        }
      : null,
  };
}

export function printFigures(f) {
  const line = (label, value) =>
    console.log(`  ${label.padEnd(44)} ${typeof value === 'object' ? JSON.stringify(value) : value}`);
  console.log('\n== Fault run: figures');
  line('requests sent', f.requests);
  line('answered (any HTTP status)', f.answered);
  line('no answer (refused/reset: server killed)', f.noAnswer);
  line('answers by status', f.byStatus);
  line('5xx by status and kind', f.serverErrors);
  for (const [phase, kinds] of Object.entries(f.byPhase)) line(`phase "${phase}"`, kinds);
  line(
    'cached pages served while DB down',
    `${f.whileDatabaseDown.cachedPagesServed} of ${f.whileDatabaseDown.cachedPagesAsked} (x-nextjs-cache ${JSON.stringify(f.whileDatabaseDown.nextCacheHeader)})`,
  );
  line('pages served (200) while DB down', f.whileDatabaseDown.pagesServed);
  line('slowest answer while DB down (ms)', f.whileDatabaseDown.slowestMs);
  line('slowest answer while DB down or returning (ms)', f.slowestAnswerDatabaseFaultMs);
  line('slowest answer overall (ms, incl. cold start)', f.slowestAnswerMs);
  for (const slow of f.slowestAnswers) line('  slow', slow);
  line('checkouts answered 201', f.checkouts.answered201);
  line('orders committed (database)', f.checkouts.ordersCommitted);
  line('confirmation mails written', f.checkouts.confirmationMails);
  if (f.mailsSentLaterByOutboxPoll)
    line(
      'mails queued at the end, sent later by the poll',
      `${f.mailsSentLaterByOutboxPoll.sent} of ${f.mailsSentLaterByOutboxPoll.queuedAtCheck} (waited ${f.mailsSentLaterByOutboxPoll.waitedMs} ms)`,
    );
  line(
    'mails the kill left (claimed by it), unsent',
    `${f.mailsAcrossKill.mails} (${f.mailsAcrossKill.claimedByTheKilledServer}), ${f.mailsAcrossKill.unsent}`,
  );
  line('  the last sent after the restart (ms)', f.mailsAcrossKill.lastSentAfterRestartMs);
  line('orders without a mail (lost mails)', f.checkouts.ordersWithoutMail.length);
  line('answered 201 but not in the database', f.checkouts.answeredButNotCommitted.length);
  const card = f.cardPayments;
  line('card orders (payment webhook across the kill)', card.orders);
  line('  first deliveries by status', card.firstDeliveries);
  line('  in flight at the kill / not yet sent', `${card.inFlightAtKill} / ${card.notDeliveredBeforeKill}`);
  line('  deliveries after the restart', card.redeliveries);
  line('  paid with their session', `${card.paid} of ${card.orders}`);
  line('  answered 2xx before the kill, not booked', card.answeredOkButNotBooked.length);
  line('  booked again by a re-delivery', card.bookedAgain.length);
  line('  invoices per order', card.invoicesPerOrder);
  line('  invoice numbers given twice', card.invoiceNumbersTwice);
  line('recovery after PostgreSQL returned (ms)', f.recoveryMs);
  line('server restart after SIGKILL (ms)', f.serverRestartAfterKillMs);

  const fivehundreds = Object.entries(f.serverErrors)
    .filter(([k]) => !k.startsWith('503'))
    .reduce((n, [, v]) => n + v, 0);
  const goals = [
    ['no 5xx other than 503', fivehundreds === 0],
    ['every 503 has Retry-After', f.answered503WithoutRetryAfter === 0],
    [
      'cached pages served while the database is down',
      f.whileDatabaseDown.cachedPagesAsked > 0 &&
        f.whileDatabaseDown.cachedPagesServed === f.whileDatabaseDown.cachedPagesAsked,
    ],
    [
      `no request held longer than DB_TIMEOUT_MS + 2 s while the database was away or returning`,
      f.slowestAnswerDatabaseFaultMs < f.timeoutMs + 2000,
    ],
    [
      'API answers from the database within 1 s of its return',
      f.recoveryMs.apiWrite !== null && f.recoveryMs.apiWrite.sentMs <= 1000,
    ],
    ['no lost confirmation mail', f.checkouts.ordersWithoutMail.length === 0],
    [
      'every mail the kill left sent within 60 s of the restart',
      f.mailsAcrossKill.unsent === 0 && (f.mailsAcrossKill.lastSentAfterRestartMs ?? 0) <= 60_000,
    ],
    ['no order answered 201 but lost', f.checkouts.answeredButNotCommitted.length === 0],
    [
      'card payments whose webhook the kill cut booked exactly once after the retries',
      card.inFlightAtKill > 0 &&
        card.missingOrders === 0 &&
        card.paid === card.orders &&
        card.answeredOkButNotBooked.length === 0 &&
        card.bookedAgain.length === 0 &&
        Object.keys(card.invoicesPerOrder).join() === '1' &&
        card.invoiceNumbersTwice === 0,
    ],
  ];
  console.log('\n== Goals');
  for (const [goal, met] of goals) console.log(`  ${met ? 'met   ' : 'MISSED'} ${goal}`);
  const missed = goals.filter(([, met]) => !met).length;
  console.log(`\n${goals.length - missed} passed, ${missed} failed`);
  return missed === 0;
}

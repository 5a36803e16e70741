import { MESSAGES, type CloudPlayTicket, type StreamingInfo, type TimeLeft } from '@d2d/contract';

/** Props of {@link CloudPlayTime}. */
export interface CloudPlayTimeProps {
  /** The streaming info; `null` while it loads. */
  info: StreamingInfo | null;
  /** Jobs are pending (a launch, a server switch): 'Updating information' is shown. */
  updating: boolean;
}

/** '3 hours 42 minutes', with 'over by' when the time ran negative. */
export function formatTimeLeft(time: TimeLeft): string {
  const text = `${time.hours} ${time.hours === 1 ? 'hour' : 'hours'} ${time.minutes} ${time.minutes === 1 ? 'minute' : 'minutes'}`;
  return time.sign === '-' ? `over by ${text}` : text;
}

function Ticket({ ticket }: { ticket: CloudPlayTicket }) {
  const kind = ticket.bonus ? 'Bonus hours' : 'Cloud Play hours';
  const expiry = ticket.ticket_expire_at;
  return (
    <div className="d2d-cloud-time__ticket">
      <dt className="d2d-cloud-time__kind">{kind}</dt>
      <dd className="d2d-cloud-time__left">{expiry.expired ? 'None left' : `${formatTimeLeft(ticket.time_left)} left`}</dd>
      <dd className="d2d-cloud-time__expiry">
        {expiry.expired ? `Expired on ${expiry.date} (${expiry.human})` : `Expires on ${expiry.date} (${expiry.human})`}
      </dd>
    </div>
  );
}

/**
 * The shopper's Cloud Play remaining time (spec §2, §3 Streaming info): paid and bonus hours,
 * each with its expiry, expired or not; 'Updating information' while jobs are pending, and the
 * spec's no-ticket text when the shopper has no hours.
 * @example
 * <CloudPlayTime info={useSignalValue(store.streaming.info)} updating={useSignalValue(store.streaming.updating)} />
 */
export function CloudPlayTime({ info, updating }: CloudPlayTimeProps) {
  return (
    <div className="d2d-cloud-time">
      <p className="d2d-cloud-time__status" role="status">
        {updating ? MESSAGES.updatingInformation : info === null ? 'Loading your Cloud Play time…' : ''}
      </p>
      {info && info.tickets.length === 0 && <p className="d2d-cloud-time__none">{MESSAGES.noStreamingTicket}</p>}
      {info && info.tickets.length > 0 && (
        <dl className="d2d-cloud-time__tickets">
          {info.tickets.map((ticket) => (
            <Ticket key={ticket.bonus ? 'bonus' : 'paid'} ticket={ticket} />
          ))}
        </dl>
      )}
    </div>
  );
}

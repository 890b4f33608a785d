import { useEffect, useRef } from 'react';
import { useFlow } from '../../flow/flow-context';
import { Button } from '../../ui/button';

/**
 * The reverse one-time-password start answered without a redirection_url: there is no
 * vendor page to send the person to. Says so, and offers every other way on: the SMS
 * code, trying again, or another number.
 */
export function ReverseOtpNotice(props: {
  phone: string;
  onSms: () => void;
  onRetry: () => void;
  onChangePhone: () => void;
}) {
  const flow = useFlow();
  const heading = useRef<HTMLHeadingElement>(null);
  // It replaces the view whose button had focus.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div>
      <h1 ref={heading} tabIndex={-1}>
        {flow.copy('reverseNoticeTitle')}
      </h1>
      <p className="lead">{flow.copy('reverseNoticeText', { phone: `${flow.country.phonePrefix} ${props.phone}` })}</p>
      <div className="actions">
        <Button onClick={props.onSms}>{flow.copy('smsInstead')}</Button>
        <Button variant="secondary" onClick={props.onRetry}>
          {flow.copy('reverseRetry')}
        </Button>
        <Button variant="link" onClick={props.onChangePhone}>
          {flow.copy('change')}
        </Button>
      </div>
    </div>
  );
}

// The profile's credits as a bar, full at PROFILE_CREDIT_BAR_MAX (spec §9), in the colour of the balance.
import { Progress, theme } from 'antd';
import { PROFILE_CREDIT_BAR_MAX } from '../api';
import { creditTone } from '../credit-tone';

export function CreditsBar({ credits }: { credits: number }) {
  const { token } = theme.useToken();
  const color = { red: token.colorError, amber: token.colorWarning, blue: token.colorPrimary }[
    creditTone(credits)
  ];
  const percent = Math.min(100, Math.round((credits / PROFILE_CREDIT_BAR_MAX) * 100));
  return (
    <Progress
      className="qa-credits__bar"
      percent={percent}
      showInfo={false}
      strokeColor={color}
      data-testid="profile-credit-bar"
    />
  );
}

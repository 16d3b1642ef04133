// The dashboard balance's way to /purchase: quiet while credits last, a call to action once they run low.
import { LinkButton } from '../../../components/link-button';
import { creditTone } from '../credit-tone';

export function BuyCreditsButton({ credits }: { credits: number }) {
  const tone = creditTone(credits);
  return (
    <LinkButton
      to="/purchase"
      className="qa-credits__buy"
      type={tone === 'blue' ? 'default' : 'primary'}
      danger={tone === 'red'}
      data-testid="credit-buy-button"
    >
      Buy Credits
    </LinkButton>
  );
}

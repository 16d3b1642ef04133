// /purchase: shows nothing until the user is known (spec §2).
import { useDocumentMeta } from '../../../lib/document-meta';
import { useUser } from '../../auth/api';
import { PurchaseFlow } from '../components/purchase-flow';

export function PurchasePage() {
  const { user } = useUser();
  useDocumentMeta('Buy Analysis Credits | Quote Analyzer');
  if (!user) return null;
  return <PurchaseFlow />;
}

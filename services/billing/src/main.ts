import { runService } from '@qa/platform';
import { billingService } from './service';

runService(billingService);

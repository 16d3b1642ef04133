import { runService } from '@qa/platform';
import { quoteService } from './service';

runService(quoteService);

import { runService } from '@qa/platform';
import { authService } from './service';

runService(authService);

# syntax=docker/dockerfile:1.7
# One Dockerfile for every deployable, so the build recipe exists once.
#
#   gateway and the five gRPC services (target `node-app`, one image per workspace):
#     docker build --target node-app --build-arg WORKSPACE=services/auth \
#       --build-arg HEALTHCHECK_URL=http://127.0.0.1:9101/healthz -t quote-analyzer/auth .
#   web (target `web`: the Vite build served by unprivileged nginx):
#     docker build --target web -t quote-analyzer/web .
#
# docker-compose.yml lists the exact arguments for each deployable; helm/ and k8s/ run the images it builds.
# Services run from TypeScript source with tsx, exactly as `npm start` does, so there is no compile step to drift.

ARG NODE_IMAGE=node:22-bookworm-slim
ARG NGINX_IMAGE=nginxinc/nginx-unprivileged:1.30-alpine

FROM ${NODE_IMAGE} AS base
WORKDIR /app
ENV npm_config_update_notifier=false npm_config_fund=false npm_config_audit=false

# Only the npm manifests of every workspace. The `npm ci` layers below depend on this stage's output alone, so
# editing source code does not re-install dependencies (COPY --from is cached by content). Finding the
# manifests with `find` keeps the list of workspaces in package.json, not here.
FROM base AS manifests
COPY . /src
RUN mkdir /manifests && cd /src \
 && find . -name node_modules -prune -o -name package.json -print -o -name package-lock.json -print \
    | xargs cp --parents -t /manifests

# Production dependencies of one workspace plus the shared packages it imports (@qa/platform, @qa/contracts
# are workspace links, not declared dependencies, so they are selected explicitly). --ignore-scripts: no
# dependency needs an install script to run, and skipping them keeps the build from running foreign code.
FROM base AS prod-deps
ARG WORKSPACE
RUN test -n "${WORKSPACE}" || (echo "build-arg WORKSPACE is required, e.g. services/auth" >&2; exit 1)
COPY --from=manifests /manifests/ ./
RUN --mount=type=cache,target=/root/.npm \
    npm ci --omit=dev --ignore-scripts \
      --workspace packages/platform --workspace packages/contracts --workspace "${WORKSPACE}" \
      --include-workspace-root

# tsx runs the TypeScript source but is a root devDependency, so `--omit=dev` leaves it out. Install exactly
# the versions of tsx and esbuild that package-lock.json pins, in a folder of their own, and merge that in.
FROM base AS tsx
COPY package-lock.json /tmp/package-lock.json
WORKDIR /opt/tsx
RUN --mount=type=cache,target=/root/.npm \
    node -e "const p = require('/tmp/package-lock.json').packages, v = (n) => p['node_modules/' + n].version; \
      require('fs').writeFileSync('package.json', JSON.stringify({ private: true, dependencies: { tsx: v('tsx'), esbuild: v('esbuild') } }))" \
 && npm install --omit=dev --ignore-scripts

# The Debian programs a service runs besides node: the analyser renders scanned PDF pages with poppler's pdftoppm
# (services/analysis/src/domain/extract/rasterise.ts). Only the analyser's image carries it.
FROM base AS system-packages
ARG WORKSPACE
RUN if [ "${WORKSPACE}" = services/analysis ]; then \
      apt-get update \
   && apt-get install -y --no-install-recommends poppler-utils \
   && rm -rf /var/lib/apt/lists/*; \
    fi

# The gateway and the gRPC services: node, production dependencies, tsx, and the source they need.
FROM system-packages AS node-app
ARG WORKSPACE
# Where the image's HEALTHCHECK looks: a service's HEALTH_PORT /healthz, or the gateway's PORT /livez.
ARG HEALTHCHECK_URL
ENV NODE_ENV=production \
    QA_WORKSPACE=${WORKSPACE} \
    QA_HEALTHCHECK_URL=${HEALTHCHECK_URL}
COPY --from=prod-deps /app/ ./
COPY --from=tsx /opt/tsx/node_modules/ ./node_modules/
# tsconfig*.json: tsx reads them (module resolution of the workspace packages); proto/: the gRPC contracts are
# loaded at run time.
COPY package.json tsconfig.json tsconfig.base.json ./
COPY proto/ proto/
COPY packages/ packages/
COPY ${WORKSPACE}/ ${WORKSPACE}/
# Numeric user (the image's `node`), so Kubernetes can verify runAsNonRoot.
USER 1000:1000
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(process.env.QA_HEALTHCHECK_URL).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# exec: node becomes PID 1 and receives SIGTERM itself, so the service shuts down cleanly.
CMD ["/bin/sh", "-c", "exec node --import tsx \"$QA_WORKSPACE/src/main.ts\""]

# The web app: built with Vite (dev dependencies needed), then only the static files are kept.
FROM base AS web-build
COPY --from=manifests /manifests/ ./
RUN --mount=type=cache,target=/root/.npm \
    npm ci --ignore-scripts --workspace web --workspace packages/contracts --include-workspace-root
COPY tsconfig.json tsconfig.base.json ./
COPY packages/ packages/
COPY web/ web/
RUN npm run build --workspace web

FROM ${NGINX_IMAGE} AS web
# The security headers of every response, exactly those of the gateway (SECURITY_HEADERS in
# gateway/src/http/security-headers.ts; deploy/test/dockerfile.test.ts compares them), `always` so that error
# pages carry them too. HSTS only when the request reached the TLS-terminating ingress over HTTPS, as the gateway
# does (X-Forwarded-Proto from the ingress controller, the only peer the NetworkPolicy lets in; an empty value
# sends no header). A file of its own, included by the server and by every location that adds a header: nginx
# drops the server's add_header lines in a location that has any of its own.
COPY <<"EOF" /etc/nginx/security-headers.conf
add_header Content-Security-Policy "default-src 'self'; script-src 'self' https://js.stripe.com https://*.js.stripe.com; frame-src https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com; connect-src 'self' https://api.stripe.com; img-src 'self' data: blob: https://*.stripe.com; style-src 'self' 'unsafe-inline'; font-src 'self' data:; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'" always;
add_header X-Content-Type-Options "nosniff" always;
add_header Referrer-Policy "strict-origin-when-cross-origin" always;
add_header X-Frame-Options "DENY" always;
add_header Cross-Origin-Opener-Policy "same-origin" always;
add_header Permissions-Policy "camera=(), microphone=(), geolocation=()" always;
add_header Strict-Transport-Security $qa_hsts always;
EOF
# Quoted delimiter: nginx's $uri must reach the file as written, not be expanded by the build.
COPY <<"EOF" /etc/nginx/conf.d/default.conf
map $http_x_forwarded_proto $qa_hsts {
    https "max-age=31536000; includeSubDomains";
    default "";
}

server {
    listen 8080;
    server_name _;
    root /usr/share/nginx/html;
    server_tokens off;
    include /etc/nginx/security-headers.conf;

    location = /healthz {
        access_log off;
        default_type text/plain;
        return 200 "ok\n";
    }
    # Vite puts content-hashed files under /assets: safe to cache for a year.
    location /assets/ {
        try_files $uri =404;
        include /etc/nginx/security-headers.conf;
        add_header Cache-Control "public, max-age=31536000, immutable";
    }
    # Single-page app: any other path is a client-side route, answered with index.html (never cached, so a
    # deploy is picked up at once).
    location / {
        try_files $uri $uri/ /index.html;
        include /etc/nginx/security-headers.conf;
        add_header Cache-Control "no-cache";
    }
}
EOF
COPY --from=web-build /app/web/dist/ /usr/share/nginx/html/
# The base image already runs as the numeric user 101 and writes only to /tmp.
HEALTHCHECK --interval=15s --timeout=5s --start-period=10s --retries=3 \
  CMD ["wget", "-q", "-O", "/dev/null", "http://127.0.0.1:8080/healthz"]

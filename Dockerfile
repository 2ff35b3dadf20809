# The site as a container image: docs/deploying.md ("Docker") explains its use with compose.yaml.
# Not built by this project's CI: the machines it is developed on cannot pull base images. What was
# checked by hand: every path copied below exists, and the runtime stage's command (the built dist/
# with production dependencies only, as `npm ci --omit=dev` installs them) starts the site and
# answers /healthz.
#
#   docker build -t skybound .
#   docker run -p 3000:3000 -v skybound-data:/app/data skybound      # PGlite in the volume
#
# The runtime stage runs `node dist/server/main.js`, not `npm start`: start.mjs rebuilds when it
# finds the sources changed, which needs the sources and the dev dependencies (Vite, esbuild) that
# this image leaves out. The build is made once, in the build stage.

FROM node:20-bookworm-slim AS build
WORKDIR /app
# If `npm ci` refuses the lockfile on your platform, see .ci/run (npm install keeps the locked versions).
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY tsconfig.json vite.config.ts ./
COPY scripts ./scripts
COPY src ./src
RUN node scripts/build.mjs

FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/data
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
# package.json: the server finds its root (and the migrations) by it, and reads its version.
COPY package.json ./
COPY --from=build /app/dist ./dist
COPY --from=build /app/src/server/db/migrations ./src/server/db/migrations
# DATA_DIR: the embedded database and the generated session secret when neither DATABASE_URL nor
# SESSION_SECRET is set. The image's own `node` user (uid 1000) owns it; nothing else is writable.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
# Liveness only (no database call); a load balancer should route by /readyz.
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM drains requests and exits within 10 s: give `docker stop` more than that (-t 15).
STOPSIGNAL SIGTERM
CMD ["node", "dist/server/main.js"]

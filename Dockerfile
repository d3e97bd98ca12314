# svc in a container: build with the dev toolchain, run with production dependencies only, as a non-root
# user, with bubblewrap for the program sandbox. Build: docker build -t svc .  Run: see compose.yaml.

FROM node:20-bookworm-slim AS build
WORKDIR /app
# better-sqlite3 builds from source when no prebuilt binary matches.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
# Without install scripts: the project's own `prepare` (tools/prepare.mjs, a build) needs the sources copied
# below. better-sqlite3 is the one dependency whose install script is needed (package.json allowScripts).
RUN npm ci --no-audit --no-fund --ignore-scripts && npm rebuild better-sqlite3
COPY tsconfig.json tsconfig.build.json ./
COPY openapi ./openapi
COPY generated ./generated
COPY src ./src
COPY plugins ./plugins
COPY tools ./tools
COPY bin ./bin
RUN npm run build && npm prune --omit=dev --no-audit --no-fund --ignore-scripts

FROM node:20-bookworm-slim
# bubblewrap isolates the checking commands code answers run; python3 with pytest is what they run most
# (`npm test` uses this image's own node and npm).
RUN apt-get update && apt-get install -y --no-install-recommends bubblewrap python3 python3-pytest ca-certificates tini \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production SVC_HOST=0.0.0.0 SVC_PORT=8080 SVC_DATABASE_URL=sqlite:/data/svc.sqlite
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/bin ./bin
COPY --from=build /app/openapi ./openapi
COPY --from=build /app/generated/openapi.json ./generated/openapi.json
# The account page's script and style sheet are served from the source tree.
COPY --from=build /app/src/web/assets ./src/web/assets
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=3s CMD node -e "fetch('http://127.0.0.1:8080/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
ENTRYPOINT ["tini", "--"]
CMD ["node", "bin/svc.js", "serve"]
